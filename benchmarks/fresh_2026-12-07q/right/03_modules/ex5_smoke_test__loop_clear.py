# Right: clears .grad = None by hand on every parameter, backpropagates with torch.autograd.backward, and filters a snapshot list of named_parameters.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = list(model.named_parameters())
    for _, p in named:
        p.grad = None
    torch.autograd.backward(torch.sum(model(example_input)))
    missing = []
    for name, p in named:
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
