import QuickControl

// Placeholder until the PinCodeControl issue lands.
enum PinCodeControlModule {}
