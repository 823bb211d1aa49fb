# Right: clears .grad with an explicit loop over parameters() and runs backward through torch.autograd.backward on torch.sum(output), building the answer in a loop.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    output = model(example_input)
    torch.autograd.backward(torch.sum(output))
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
