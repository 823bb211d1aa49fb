# Mistake: "after the call each parameter's .grad holds the gradient of that .sum() (or None)": torch.autograd.grad returns the gradients without storing them, so every .grad stays None after the call
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    grads = torch.autograd.grad(model(example_input).sum(), [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
