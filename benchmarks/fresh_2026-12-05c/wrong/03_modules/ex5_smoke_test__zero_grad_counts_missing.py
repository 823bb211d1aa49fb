# Mistake: "a zero gradient is still a gradient (a parameter multiplied by 0 is connected)" — treats an all-zero gradient as missing
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters()
            if p.requires_grad and (p.grad is None or not p.grad.any())]
