# Right: autograd.grad with allow_unused=True over the trainable parameters answers "None" for unreached ones directly; the results are then stored in .grad (None or the gradient), as backward() would have left them
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    missing = []
    for (name, p), g in zip(named, grads):
        p.grad = g
        if g is None:
            missing.append(name)
    return missing
