# Diagnosis: frozen-reported
# Pitfall: reports every parameter without a gradient, frozen ones included.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.grad is None]
