# Mistake: "take `.sum()` of the output as the loss ... after the call each parameter's `.grad` holds the gradient of that `.sum()`" — uses .mean(), so the names are right but every .grad left behind is divided by the output's size.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
