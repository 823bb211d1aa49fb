# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" / "Clear any gradient left over" — the check runs on a deep copy to "leave the model untouched": the names are right, but the caller's model keeps its stale leftover gradients and gets no new ones (and its BatchNorm running statistics are not updated as the reference's are).
import copy


def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    probe = copy.deepcopy(model)
    probe.zero_grad(set_to_none=True)
    probe(example_input).sum().backward()
    return [name for name, p in probe.named_parameters() if p.requires_grad and p.grad is None]
