# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" and "a BatchNorm in training mode has updated its running statistics ... leave that as it is": the test runs on a deep copy to keep the caller's model clean, so the model's .grad keeps its old values and its BatchNorm statistics do not move.
import copy


def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    probe = copy.deepcopy(model)           # do not disturb the caller's model
    probe.zero_grad(set_to_none=True)
    probe(example_input).sum().backward()
    return [name for name, p in probe.named_parameters() if p.requires_grad and p.grad is None]
