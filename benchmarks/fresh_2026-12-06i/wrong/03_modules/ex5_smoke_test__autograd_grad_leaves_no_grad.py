# Mistake: "call `backward()` ... after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" — asks torch.autograd.grad for the gradients instead, which never fills .grad, so every parameter is left with .grad None.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
