# Right: clears every parameter's .grad by hand and runs the backward with torch.autograd.backward, then filters named_parameters()
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    torch.autograd.backward(model(example_input).sum())
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
