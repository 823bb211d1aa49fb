# Right: clears by assigning None in a loop over parameters(), calls backward through torch.autograd.backward, and builds the list with an explicit loop.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    out = model(example_input)
    torch.autograd.backward(out.sum())
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
