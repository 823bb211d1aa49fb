# Mistake: "Clear any gradient left over from earlier first, on every parameter, the frozen ones included" -- only the parameters that require grad are cleared, so a frozen parameter with a leftover .grad keeps it after the call (the reference leaves None).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    trainable = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    for _, p in trainable:
        p.grad = None
    model(example_input).sum().backward()
    return [n for n, p in trainable if p.grad is None]
