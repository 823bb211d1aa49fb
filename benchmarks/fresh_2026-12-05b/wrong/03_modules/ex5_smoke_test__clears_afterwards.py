# Mistake: "after the call each parameter's .grad holds the gradient of that .sum() (or None)" — tidies up by setting every .grad back to None before returning.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    params = list(model.named_parameters())
    for _, p in params:
        p.grad = None
    model(example_input).sum().backward()
    missing = [n for n, p in params if p.requires_grad and p.grad is None]
    for _, p in params:
        p.grad = None
    return missing
