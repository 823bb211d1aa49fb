# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the "+ 1" is rewritten as adding torch.ones(dim), made on the CPU: it cannot be added to an accelerator's (or meta) activations.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + torch.ones(self.scale.shape[0], dtype=x.dtype)
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
