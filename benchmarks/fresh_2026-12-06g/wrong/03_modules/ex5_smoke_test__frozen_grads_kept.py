# Mistake: "Clear any gradient left over from earlier first (set it to None)" with "after the call each parameter's .grad holds the gradient of that .sum() (or None)" — clears only the parameters that require grad (the ones that can be reported), so a frozen parameter keeps its stale .grad after the call
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    trainable = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    for _, p in trainable:
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in trainable if p.grad is None]
