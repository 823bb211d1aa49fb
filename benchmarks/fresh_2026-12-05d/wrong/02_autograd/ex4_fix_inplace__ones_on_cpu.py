# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... tensors made on the CPU do not mix with its tensors)" — the "+ 1" is written with a torch.ones(D) made on the CPU (and in float32), which cannot be added to accelerator or meta activations.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + torch.ones(x.shape[-1])
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out)
