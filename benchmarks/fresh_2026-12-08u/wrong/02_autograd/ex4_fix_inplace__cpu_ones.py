# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and "tensors passed in stay on their own devices"): the harmless `h += 1.0` was rewritten as an addition of torch.ones(dim), made on the CPU in the default dtype, so a block and x on an accelerator (or meta) fail with a different-devices error.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + torch.ones(x.shape[-1])
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale                 # the culprit, now out of place
        out = h * g
        out = out + x
        return torch.relu(out)
