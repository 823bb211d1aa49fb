# Right: clears with model.zero_grad() at its default (set_to_none=True since PyTorch 2.0), and seeds the backward with torch.ones_like(output) instead of calling .sum() (the same gradient).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad()
    output = model(example_input)
    output.backward(torch.ones_like(output))
    return [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
