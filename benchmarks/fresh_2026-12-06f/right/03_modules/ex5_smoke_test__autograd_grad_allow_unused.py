# Right: clears every .grad, then one forward and torch.autograd.grad(..., allow_unused=True) over the trainable parameters (None marks an unconnected one, a zero tensor a connected one), and stores the results in .grad as backward() would; modes untouched, names in named_parameters() order.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = list(model.named_parameters())
    for _, p in named:
        p.grad = None
    trainable = [(n, p) for n, p in named if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in trainable], allow_unused=True)
    missing = []
    for (name, p), g in zip(trainable, grads):
        p.grad = g
        if g is None:
            missing.append(name)
    return missing
