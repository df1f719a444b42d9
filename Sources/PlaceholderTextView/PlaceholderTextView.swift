import QuickControl

// Placeholder until the PlaceholderTextView issue lands.
enum PlaceholderTextViewModule {}
