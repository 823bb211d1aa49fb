# Right: computes the gradients with torch.autograd.grad(allow_unused=True) over the trainable parameters, then stores each one in .grad itself, so .grad ends exactly as backward() would leave it after clearing.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = list(model.named_parameters())
    for _, p in named:
        p.grad = None
    trainable = [(n, p) for n, p in named if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in trainable], allow_unused=True)
    missing = []
    for (name, p), g in zip(trainable, grads):
        if g is None:
            missing.append(name)
        else:
            p.grad = g
    return missing
