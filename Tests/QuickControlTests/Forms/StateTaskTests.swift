import QuickControl
import TestSupport
import Testing

@MainActor
@Suite("Async work as a state: StateTask")
struct StateTaskTests {
  @Test func aStateIsOnWhileTheWorkRunsAndTheAnswerIsKept() async {
    let form = MemoryForm()
    #expect(form.signIn.result == nil && !form.signIn.isRunning)
    form.submit.sendActions(for: .primaryActionTriggered)
    #expect(form.signIn.isRunning && form.state.contains(MemoryForm.signingIn))
    #expect(form.lastAppliedState.contains(MemoryForm.signingIn), "applied as it starts")
    await form.service.answer(.success(true))
    #expect(await settle { !form.signIn.isRunning })
    #expect(form.signIn.output == true && form.signIn.error == nil)
    #expect(!form.lastAppliedState.contains(MemoryForm.signingIn), "applied as it answers")
  }

  @Test func aThrownErrorIsKeptAndEntersItsState() async {
    let form = MemoryForm()
    form.submit.sendActions(for: .primaryActionTriggered)
    await form.service.answer(.failure(NetworkDown()))
    #expect(await settle { form.message.text == "Network error" })
    #expect(form.signIn.error is NetworkDown && form.signIn.output == nil)
    // Trying again leaves the failure at once and forgets the old error.
    form.submit.sendActions(for: .primaryActionTriggered)
    #expect(!form.state.contains(MemoryForm.failed) && form.signIn.error == nil)
    await form.service.answer(.success(true))
    #expect(await settle { !form.signIn.isRunning })
  }

  @Test func startingAgainWhileRunningCancelsTheFirstCallAndIgnoresItsLateAnswer() async {
    let form = MemoryForm()
    form.submit.sendActions(for: .primaryActionTriggered)
    form.submit.sendActions(for: .primaryActionTriggered)
    #expect(await settle { form.service.calls == 2 })
    // The first call answers "declined" late: ignored, the second call still runs.
    await form.service.answer(.success(false))
    await waitAFewTurns()  // every chance for the late answer to arrive
    #expect(form.signIn.isRunning && form.message.text == nil)
    await form.service.answer(.success(true))
    #expect(await settle { !form.signIn.isRunning })
    #expect(form.signIn.output == true && form.message.text == nil)
  }

  @Test func resetCancelsTheRunningWorkAndItsLateAnswerIsIgnored() async {
    let form = MemoryForm()
    form.submit.sendActions(for: .primaryActionTriggered)
    form.reset()
    #expect(!form.signIn.isRunning && !form.state.contains(MemoryForm.signingIn))
    #expect(form.email.isEnabled)
    await form.service.answer(.success(false))
    await waitAFewTurns()
    #expect(form.signIn.result == nil && form.message.text == nil)
  }

  @Test func cancelStopsTheWaitAndKeepsTheLastAnswer() async {
    let form = MemoryForm()
    form.submit.sendActions(for: .primaryActionTriggered)
    await form.service.answer(.success(true))
    #expect(await settle { !form.signIn.isRunning })
    form.submit.sendActions(for: .primaryActionTriggered)
    form.signIn.cancel()
    #expect(!form.signIn.isRunning && form.email.isEnabled)
    await form.service.answer(.failure(NetworkDown()))
    await waitAFewTurns()
    #expect(form.signIn.error == nil && form.message.text == nil)
  }

  @Test func theWorkIsCancelledWhenItsHostGoesAway() async {
    let service = FakeService()
    var cancelled: Bool?
    var form: MemoryForm? = MemoryForm()
    weak let weakForm = form
    form?.run(form!.signIn) {
      let answer = try await service.call()
      cancelled = Task.isCancelled
      return answer
    }
    form = nil
    #expect(weakForm == nil, "the running call does not keep its host")
    await service.answer(.success(true))
    #expect(await settle { cancelled != nil })
    #expect(cancelled == true)
  }

  @Test func anOperationSeesTaskCancellationWhenCancelled() async {
    let form = MemoryForm()
    var sawCancellation = false
    form.run(form.signIn) {
      while !Task.isCancelled { await Task.yield() }
      sawCancellation = true
      return true
    }
    form.signIn.cancel()
    #expect(await settle { sawCancellation })
    #expect(form.signIn.result == nil)
  }
}

/// Lets the main actor run what is queued, a few times over.
@MainActor
func waitAFewTurns() async {
  for _ in 0..<20 { await Task.detached {}.value }
}
