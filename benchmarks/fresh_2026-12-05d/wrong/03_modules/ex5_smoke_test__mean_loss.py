# Mistake: "take `.sum()` of the output as the loss" and "after the call each parameter's `.grad` holds the gradient of that `.sum()`" — the mean is used instead: the same names come out, but every .grad left on the model is the sum's gradient divided by the output's size.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
