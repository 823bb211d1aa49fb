# Mistake: "take .sum() of the output as the loss ... after the call each parameter's .grad holds the gradient of that .sum()": the loss is .mean(), so every .grad left behind is divided by the output's number of elements (N * outputs)
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    loss = model(example_input).mean()
    loss.backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
