# Right: the gradients are computed with torch.autograd.grad(..., allow_unused=True) over the trainable parameters and written into .grad by hand (None where nothing arrived), after every .grad, frozen ones included, was set to None.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = list(model.named_parameters())
    for _, p in named:
        p.grad = None
    trainable = [(name, p) for name, p in named if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in trainable], allow_unused=True)
    missing = []
    for (name, p), g in zip(trainable, grads):
        p.grad = g
        if g is None:
            missing.append(name)
    return missing
