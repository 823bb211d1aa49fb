# Mistake: "run the model in the mode (train/eval, per submodule) it arrives in, without changing it" — calls model.train() so that "every layer is exercised".
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.train()
    for p in model.parameters():
        p.grad = None
    model(example_input).sum().backward()
    return [n for n, p in model.named_parameters() if p.requires_grad and p.grad is None]
