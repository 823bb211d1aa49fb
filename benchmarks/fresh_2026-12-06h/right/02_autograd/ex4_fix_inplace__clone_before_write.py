# Right: keeps all four in-place operations and protects the one harmful write by cloning sigmoid's output before scaling it in place (clone *before* the write, so the tensor sigmoid saved is never touched).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0                           # harmless: Linear's backward does not need its output
        g = torch.sigmoid(self.gate(x)).clone()
        g *= self.scale                    # writes into the clone, not into sigmoid's saved output
        out = h * g
        out += x                           # harmless: mul saved h and g, not out
        return torch.relu_(out)            # harmless: relu saves its own result
