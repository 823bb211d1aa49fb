# Mistake: "Clear any gradient ... (set it to `None`, as `model.zero_grad(set_to_none=True)` does), so that an old gradient cannot hide a problem": zeroes old gradients in place, so an unconnected parameter that had a leftover .grad keeps a zero tensor and is not reported.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        if p.grad is not None:
            p.grad.zero_()
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
