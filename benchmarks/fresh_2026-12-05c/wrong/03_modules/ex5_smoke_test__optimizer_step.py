# Mistake: "Do not update any weight" — runs a full training step (SGD step included), so every connected weight moves
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    opt.zero_grad(set_to_none=True)
    model(example_input).sum().backward()
    missing = [name for name, p in model.named_parameters() if p.requires_grad and p.grad is None]
    opt.step()
    return missing
