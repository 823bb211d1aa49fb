# Diagnosis: checked-requires-grad
# Pitfall: requires_grad says a parameter may get a gradient, not that backward reached it.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if not p.requires_grad]
