# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" and "a BatchNorm in training mode has updated its running statistics, as in any forward": the pass runs on a deep copy "so the caller's model is not touched", so the caller's parameters keep whatever .grad they arrived with (leftover gradients included) and its BatchNorm statistics are not updated.
import copy


def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    probe = copy.deepcopy(model)
    probe.zero_grad(set_to_none=True)
    probe(example_input).sum().backward()
    return [name for name, p in probe.named_parameters() if p.requires_grad and p.grad is None]
