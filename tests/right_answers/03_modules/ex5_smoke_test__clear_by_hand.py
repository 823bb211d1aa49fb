# Right: clear each .grad by hand, run the pass, then collect the names in a loop.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    loss = model(example_input).sum()
    torch.autograd.backward(loss)
    unreached = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            unreached.append(name)
    return unreached
