# Mistake: "take `.sum()` of the output as the loss" and ".grad holds the gradient of that `.sum()`" — the loss is the mean, so the names are right but every .grad left behind is N*outputs times too small.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    model(example_input).mean().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
