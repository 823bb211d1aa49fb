# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — copies the statistics with .to("cpu").clone(), so with mean, std and x on an accelerator the buffers sit on the CPU and forward fails with a different-devices error (on meta the copy itself fails, which the prompt tolerates; on the CPU it is right).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        # keep our own copy, detached and on the CPU where the model is built
        self.register_buffer("mean", mean.detach().to("cpu").clone())
        self.register_buffer("std", std.detach().to("cpu").clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
