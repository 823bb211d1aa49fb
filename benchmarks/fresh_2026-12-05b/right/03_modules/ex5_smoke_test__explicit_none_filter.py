# Right: set each .grad to None by hand, one forward/backward, then filter with a comprehension over a snapshot of named_parameters().
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = list(model.named_parameters())
    for _, p in named:
        p.grad = None
    torch.sum(model(example_input)).backward()
    return [name for name, p in named if p.requires_grad and p.grad is None]
