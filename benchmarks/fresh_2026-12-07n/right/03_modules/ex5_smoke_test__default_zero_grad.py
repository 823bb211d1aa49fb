# Right: clears with model.zero_grad() relying on its default set_to_none=True (PyTorch 2.x), and runs backward through torch.autograd.backward
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad()
    torch.autograd.backward(model(example_input).sum())
    missing = []
    for name, p in model.named_parameters():
        if p.requires_grad and p.grad is None:
            missing.append(name)
    return missing
