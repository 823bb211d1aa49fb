# Right: clears every .grad with an explicit loop, calls torch.autograd.backward on the summed output, and filters named_parameters() with a generator.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    torch.autograd.backward(model(example_input).sum())
    return list(name for name, p in model.named_parameters() if p.requires_grad and p.grad is None)
