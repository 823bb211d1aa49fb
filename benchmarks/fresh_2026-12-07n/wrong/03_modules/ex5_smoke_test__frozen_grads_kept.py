# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included (set it to `None`)": only trainable parameters are cleared, so a frozen parameter that arrives with a leftover `.grad` still holds it after the call (the names returned are right, the model's state is not)
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    trainable = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    for _, p in trainable:
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in trainable if p.grad is None]
