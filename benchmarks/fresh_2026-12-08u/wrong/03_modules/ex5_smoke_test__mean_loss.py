# Mistake: "take `.sum()` of the output as the loss ... after the call each parameter's `.grad` holds the gradient of that `.sum()`": the loss is the output's .mean(), which reaches the same parameters (so the names are right) but leaves every .grad divided by the output's number of elements.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).mean()   # a scalar of a sensible size
    loss.backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
