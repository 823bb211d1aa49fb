# Mistake: "after the call each parameter's .grad holds the gradient of that .sum() (or None)": torch.autograd.grad returns the gradients instead of storing them, so after the call every .grad is None (it finds the right names, but the model's .grad is not what the reference leaves).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
