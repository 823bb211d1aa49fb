# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included" — clears .grad only on parameters that require grad, so a frozen parameter keeps its old gradient after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    trainable = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    for _, p in trainable:
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in trainable if p.grad is None]
