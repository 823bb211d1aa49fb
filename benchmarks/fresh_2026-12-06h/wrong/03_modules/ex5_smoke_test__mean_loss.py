# Mistake: "call `model(example_input)`, take `.sum()` of the output as the loss, call `backward()` ... after the call each parameter's `.grad` holds the gradient of that `.sum()`" — the loss is .mean() (the usual scalar for a loss); the reported names are the same, but every .grad left behind is the sum's gradient divided by the number of outputs.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
