# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and on meta) — rewriting the block out of place, the "+ 1" becomes a vector of ones made with torch.ones(dim, dtype=x.dtype): right dtype, but always on the CPU, so a block and input on an accelerator (or meta) add a CPU tensor and raise.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        ones = torch.ones(x.shape[-1], dtype=x.dtype)     # the + 1, broadcast over the batch
        h = self.proj(x) + ones
        g = torch.sigmoid(self.gate(x)) * self.scale
        return torch.relu(h * g + x)
