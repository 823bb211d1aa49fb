# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)": tidies up with zero_grad(set_to_none=True) before returning, so every .grad is None after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    missing = [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
    model.zero_grad(set_to_none=True)             # leave the model clean
    return missing
