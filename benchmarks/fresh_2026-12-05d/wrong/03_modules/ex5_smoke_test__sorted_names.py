# Mistake: "returns the names (as `named_parameters()` gives them, in that order)" — the names are collected in a set and returned sorted alphabetically, which differs from named_parameters() order whenever it is not alphabetical (["unused.weight", "unused.bias"] comes back as ["unused.bias", "unused.weight"]).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    missing = {name for name, p in model.named_parameters() if p.requires_grad and p.grad is None}
    return sorted(missing)
