# Right: clears every .grad by hand and calls torch.autograd.backward on the sum.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    torch.autograd.backward(model(example_input).sum())
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
