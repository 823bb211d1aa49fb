# Mistake: "take `.sum()` of the output as the loss" -- it backpropagates the .mean() of the output, so the set of names is the same but every .grad left after the call is the sum's gradient divided by the output's size.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
