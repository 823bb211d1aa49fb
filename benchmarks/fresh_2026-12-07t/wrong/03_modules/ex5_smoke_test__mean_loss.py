# Mistake: "take `.sum()` of the output as the loss" / "after the call each parameter's `.grad` holds the gradient of that `.sum()`": the loss is the mean of the output, so the reported names are right but every .grad left behind is the sum's gradient divided by the number of outputs.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).mean()     # a scalar loss
    loss.backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
