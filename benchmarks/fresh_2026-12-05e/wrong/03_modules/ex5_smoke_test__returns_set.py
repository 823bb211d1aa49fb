# Mistake: "returns the names (as `named_parameters()` gives them, in that order)" — the names are collected in a set, which has no order (and is not a list).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return {name for name, p in model.named_parameters() if p.requires_grad and p.grad is None}
