# Mistake: "take `.sum()` of the output as the loss ... after the call each parameter's `.grad` holds the gradient of that `.sum()`": uses .mean(), so every .grad left behind is divided by the number of output elements.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).mean()
    loss.backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
