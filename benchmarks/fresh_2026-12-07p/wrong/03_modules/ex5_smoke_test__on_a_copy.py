# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` ... a BatchNorm in training mode has updated its running statistics, as in any forward": the learner smoke-tests a deep copy to leave the model untouched, so the caller's model keeps its stale .grad and unchanged statistics.
import copy


def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    probe = copy.deepcopy(model)
    probe.zero_grad(set_to_none=True)
    probe(example_input).sum().backward()
    return [n for n, p in probe.named_parameters() if p.requires_grad and p.grad is None]
